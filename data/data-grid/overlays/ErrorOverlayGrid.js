import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { DataGrid, GridNoRowsOverlay, GridOverlay } from '@mui/x-data-grid';

const invoices = [
  { id: 1, client: 'Northwind Bakery', amount: 1240 },
  { id: 2, client: 'Blue Harbor Ltd', amount: 860 },
  { id: 3, client: 'Kestrel Studio', amount: 2315 },
];

const columns = [
  { field: 'client', headerName: 'Client', flex: 1 },
  { field: 'amount', headerName: 'Amount ($)', type: 'number', width: 130 },
];

// A fake endpoint that fails on even attempts (the first one included) and succeeds on odd ones.
function fetchInvoices(attempt) {
  return new Promise((resolve, reject) => {
    setTimeout(() => (attempt % 2 === 0 ? reject(new Error('The server answered 503.')) : resolve(invoices)), 600);
  });
}

const ErrorContext = React.createContext({ error: null, retry: () => {} });

// Used as the noRowsOverlay: an error message when the request failed, the default text otherwise.
function NoRowsOrError() {
  const { error, retry } = React.useContext(ErrorContext);
  if (!error) {
    return <GridNoRowsOverlay />;
  }
  return (
    <GridOverlay>
      {/* role="status": announced politely once the overlay appears, without interrupting. */}
      <Alert
        role="status"
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={retry}>
            Retry
          </Button>
        }
      >
        Could not load invoices. {error}
      </Alert>
    </GridOverlay>
  );
}

export default function ErrorOverlayGrid() {
  const [rows, setRows] = React.useState([]);
  const [loading, setLoading] = React.useState(true);
  const [error, setError] = React.useState(null);
  const [attempt, setAttempt] = React.useState(0);

  React.useEffect(() => {
    let active = true;
    fetchInvoices(attempt)
      .then((result) => {
        if (active) {
          setRows(result);
        }
      })
      .catch((reason) => {
        if (active) {
          setRows([]);
          setError(reason.message);
        }
      })
      .finally(() => {
        if (active) {
          setLoading(false);
        }
      });
    return () => {
      active = false;
    };
  }, [attempt]);

  const retry = React.useCallback(() => {
    setError(null);
    setLoading(true);
    setAttempt((value) => value + 1);
  }, []);

  const errorState = React.useMemo(() => ({ error, retry }), [error, retry]);

  return (
    <ErrorContext.Provider value={errorState}>
      <Box sx={{ height: 280, width: '100%' }}>
        <DataGrid rows={rows} columns={columns} loading={loading} slots={{ noRowsOverlay: NoRowsOrError }} hideFooter />
      </Box>
    </ErrorContext.Provider>
  );
}
