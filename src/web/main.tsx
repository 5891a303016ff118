import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { queryClient } from './app/query-client.ts';
import { fetchFirstCalls, preloadStartPage } from './router/first-calls.ts';
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

// The service worker (offline figures, decision record 0064) registers once the page has loaded, from
// a chunk of its own, so the first load neither waits for it nor carries its code.
if (import.meta.env.PROD) {
  const register = () => void import('./offline/register-worker.ts').then((m) => m.registerWorker());
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
