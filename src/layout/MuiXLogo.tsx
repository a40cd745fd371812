/** The product mark, drawn inline so it costs no request. */
export function MuiXLogo() {
  return (
    <svg width="30" height="24" viewBox="0 0 30 24" aria-hidden="true" focusable="false">
      <path
        fill="#007FFF"
        d="M0 3.2 5.6 0v13.9l-5.6 3.2zM6.6 6.4 12.2 3.2v13.9l-5.6 3.2zM13.2 9.6l5.6-3.2V20l-5.6 3.2z"
      />
      <path fill="#66B2FF" d="m20 6.4 5.6-3.2 4.4 4.4-5.6 3.2zM20 16.8l5.6 3.2 4.4-4.4-5.6-3.2z" />
    </svg>
  );
}
