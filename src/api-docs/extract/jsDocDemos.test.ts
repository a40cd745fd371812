import { jsDocDemoPages } from './jsDocDemos';

describe('jsDocDemoPages', () => {
  it('reads the Demos list as site paths, and stops at the next heading', () => {
    const jsDoc = [
      'Demos:',
      '',
      '- [DatePicker](https://mui.com/x/react-date-pickers/date-picker/)',
      '- [Validation](https://mui.com/x/react-date-pickers/validation/#disable-past)',
      '',
      'API:',
      '',
      '- [DatePicker API](https://mui.com/x/api/date-pickers/date-picker/)',
    ].join('\n');
    expect(jsDocDemoPages(jsDoc)).toEqual([
      { title: 'DatePicker', href: '/x/react-date-pickers/date-picker' },
      { title: 'Validation', href: '/x/react-date-pickers/validation' },
    ]);
  });

  it('keeps a page outside MUI X as it is, and finds nothing without a Demos list', () => {
    expect(jsDocDemoPages('Demos:\n\n- [Input](https://mui.com/material-ui/react-text-field/)')).toEqual([
      { title: 'Input', href: 'https://mui.com/material-ui/react-text-field/' },
    ]);
    expect(jsDocDemoPages('A grid.')).toEqual([]);
  });
});
