/** The id of the entry HTML's data block that lists each start route's chunks (scripts/start-page-preloads.ts). */
export const startPreloadsId = 'start-preloads';

/** The attribute the script sets on <html> for a start away from home: the skeleton then drops home's blocks. */
export const bootShapeAttribute = 'data-boot';

/**
 * The entry HTML's one inline script. It reads the route from the hash, marks a start away from home
 * (the skeleton then draws a navigation bar instead of home's first view), and adds a modulepreload link
 * for each chunk the data block lists for the route, in one insertion. Its text is the same in every
 * build (the build's file names and the paths that lead home live in the data block), so the CSP allows it by its
 * hash and no other inline script.
 */
export const startPreloadsScript =
  `(function(){var d=JSON.parse(document.getElementById('${startPreloadsId}').textContent),` +
  `p=location.hash.replace(/^#/,'').split('?')[0]||'/';` +
  `if(d.home.indexOf(p)<0)document.documentElement.setAttribute('${bootShapeAttribute}','page');` +
  `if(!Object.prototype.hasOwnProperty.call(d.routes,p))return;` +
  `document.head.insertAdjacentHTML('beforeend',d.lists[d.routes[p]].map(function(i){` +
  `return '<link rel="modulepreload" crossorigin href="'+d.base+d.files[i]+'">'}).join(''))})()`;
