import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { queryClient } from './app/query-client.ts';
import { fetchFirstCalls, preloadStartPage } from './router/first-calls.ts';
import { nextIdle, pageLoaded, whenQuiet } from './offline/when-quiet.ts';
import { initialLanguage } from './i18n/language.ts';
import { setLanguage } from './i18n/translate.ts';

setLanguage(initialLanguage());
preloadStartPage(location.hash, fetchFirstCalls(queryClient, location.hash));

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// The first render is a transition: React renders it in slices of a few milliseconds and lets the
// browser paint and take input between them, instead of one long task as the default update's
// blocking render is (total blocking time, issue 12; decision record 0082). The entry HTML's skeleton
// lies over #root until the start page has drawn (shell/boot-skeleton.ts).
const reactRoot = createRoot(root);
startTransition(() => {
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The service worker (offline figures, decision record 0064) registers from a chunk of its own once the
// page has loaded and the first screen's calls have answered, at an idle moment: its precache does not
// share a slow line with the start page (decision 0163).
if (import.meta.env.PROD) {
  void whenQuiet(queryClient, pageLoaded())
    .then(nextIdle)
    .then(() => import('./offline/register-worker.ts'))
    .then((m) => m.registerWorker());
}
