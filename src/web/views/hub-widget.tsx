import { Suspense } from 'react';
import { hubWidgets } from '../overrides/hub-widgets.ts';

/** A hand-written block a hub names (a section's or a link row's `widget:`), loaded with its chunk. */
export function HubWidget({ name }: { name: keyof typeof hubWidgets }) {
  const Widget = hubWidgets[name];
  return (
    <Suspense fallback={null}>
      <Widget />
    </Suspense>
  );
}
