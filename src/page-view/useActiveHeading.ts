import * as React from 'react';

/** The id of the last heading scrolled past the top third of the viewport. */
export function useActiveHeading(ids: string[]): string | null {
  const [activeId, setActiveId] = React.useState<string | null>(null);
  React.useEffect(() => {
    const update = () => {
      const threshold = window.innerHeight / 3;
      let current: string | null = null;
      for (const id of ids) {
        const heading = document.getElementById(id);
        if (heading && heading.getBoundingClientRect().top <= threshold) {
          current = id;
        }
      }
      setActiveId(current ?? ids[0] ?? null);
    };
    update();
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(update);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [ids]);
  return activeId;
}
