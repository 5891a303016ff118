/** The id of the entry HTML's data block that lists each start route's chunks (scripts/start-page-preloads.ts). */
export const startPreloadsId = 'start-preloads';

/**
 * The entry HTML's one inline script: it reads the route from the hash and adds a modulepreload link for
 * each chunk the data block lists for it, in one insertion. Its text is the same in every build (the
 * build's file names live in the data block), so the CSP allows it by its hash and no other inline script.
 */
export const startPreloadsScript =
  `(function(){var d=JSON.parse(document.getElementById('${startPreloadsId}').textContent),` +
  `p=location.hash.replace(/^#/,'').split('?')[0]||'/';if(!Object.prototype.hasOwnProperty.call(d.routes,p))return;` +
  `document.head.insertAdjacentHTML('beforeend',d.lists[d.routes[p]].map(function(i){` +
  `return '<link rel="modulepreload" crossorigin href="'+d.base+d.files[i]+'">'}).join(''))})()`;
