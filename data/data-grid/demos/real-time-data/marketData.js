const companies = [
  ['ARCL', 'Arclight Systems', 'Tech', 182.4],
  ['BRWN', 'Brownfield Energy', 'Energy', 64.1],
  ['CELX', 'Celex Therapeutics', 'Health', 38.75],
  ['DUNE', 'Dune Capital', 'Finance', 121.3],
  ['EVRG', 'Evergrid Power', 'Energy', 47.9],
  ['FABL', 'Fable Retail', 'Retail', 22.6],
  ['GLYF', 'Glyph Semiconductors', 'Tech', 311.2],
  ['HALO', 'Halo Diagnostics', 'Health', 89.45],
  ['IRIS', 'Iris Payments', 'Finance', 56.2],
  ['JUNO', 'Juno Outfitters', 'Retail', 17.35],
  ['KITE', 'Kite Robotics', 'Tech', 143.8],
  ['LUMA', 'Luma Biologics', 'Health', 72.05],
  ['MERI', 'Meridian Bank', 'Finance', 33.9],
  ['NORD', 'Nordwind Oil', 'Energy', 95.6],
  ['OPAL', 'Opal Grocers', 'Retail', 41.15],
  ['PIXL', 'Pixel Forge', 'Tech', 58.3],
  ['QRTZ', 'Quartz Insurance', 'Finance', 204.7],
  ['RUNE', 'Rune Genomics', 'Health', 26.4],
  ['SOLR', 'Solaris Grid', 'Energy', 112.25],
  ['TIDE', 'Tidewater Stores', 'Retail', 66.8],
];

export function createQuotes() {
  return companies.map(([symbol, company, sector, open]) => ({
    id: symbol,
    symbol,
    company,
    sector,
    open,
    price: open,
    volume: 0,
    history: [open],
  }));
}

/** A small deterministic random generator, so every visit shows a similar market. */
export function createRandom(seed) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

/** One trade: moves the price by up to ±0.6 % and adds volume. */
export function trade(quote, random) {
  const price = Math.max(1, Math.round(quote.price * (1 + (random() - 0.495) * 0.012) * 100) / 100);
  return {
    ...quote,
    price,
    volume: quote.volume + Math.round(50 + random() * 950),
    history: [...quote.history.slice(-29), price],
  };
}
