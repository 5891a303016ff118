import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once its box comes within `margin` px of the screen (below the first screen,
 * their code, calls and rendering wait until the reader scrolls towards them); the box keeps
 * `minHeight` until then. Without IntersectionObserver the children render at once. Decision 0140.
 */
export function WhenNear({ minHeight, margin = 150, children }: { minHeight: number; margin?: number; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    const el = box.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: `${margin}px 0px`,
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);

  return (
    <div ref={box} style={{ minHeight }}>
      {near && children}
    </div>
  );
}
