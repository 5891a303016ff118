import { hubWidgets } from '../overrides/hub-widgets.ts';

/**
 * A hand-written block a hub names (a section's or a link row's `widget:`), loaded with its chunk. It
 * has no Suspense boundary of its own: a hub shows once every block it names has loaded, so no block
 * pops in later and pushes the others down.
 */
export function HubWidget({ name }: { name: keyof typeof hubWidgets }) {
  const Widget = hubWidgets[name];
  return <Widget />;
}
