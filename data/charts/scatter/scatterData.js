function makeGroup(prefix, baseHeight, baseWeight, count) {
  // A deterministic pseudo-random walk (no Math.random) keeps the points stable between renders.
  return Array.from({ length: count }, (_, index) => {
    const wobble = ((index * 37) % 17) - 8;
    const drift = ((index * 53) % 11) - 5;
    return {
      id: `${prefix}-${index}`,
      x: baseHeight + wobble + drift * 0.6,
      y: baseWeight + wobble * 0.9 + drift * 1.3,
    };
  });
}

export const rowers = makeGroup('rower', 190, 88, 24);
export const climbers = makeGroup('climber', 172, 63, 24);
