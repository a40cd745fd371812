import { markSponsoredLinks, observeNetwork } from './networkElement';

function container(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

describe('observeNetwork', () => {
  it('finds nothing before the network renders', () => {
    expect(observeNetwork(container('<script></script>'))).toBe('absent');
  });

  it('finds the network ad', () => {
    expect(
      observeNetwork(container('<div id="carbonads"><a href="https://advertiser.example.test/">Ad</a></div>')),
    ).toBe('ad');
  });

  it('recognises the sponsor placeholder, with or without its trailing slash and query', () => {
    expect(
      observeNetwork(
        container('<div id="carbonads"><a href="https://mui.com/material-ui/discover-more/backers?ref=x">Us</a></div>'),
      ),
    ).toBe('placeholder');
  });
});

describe('markSponsoredLinks', () => {
  it('marks the links of the network ad as sponsored, opening in a new tab', () => {
    const element = container('<div id="carbonads"><a href="https://advertiser.example.test/">Ad</a></div>');
    markSponsoredLinks(element);
    const link = element.querySelector('a');
    expect(link).toHaveAttribute('rel', 'sponsored noopener');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
