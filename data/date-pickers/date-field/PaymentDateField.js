import * as React from 'react';
import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateField } from '@mui/x-date-pickers/DateField';

// Payments can be scheduled from Friday, April 17, 2026, on business days only.
const firstPaymentDay = dayjs('2026-04-17');

function isWeekend(day) {
  return day.day() === 0 || day.day() === 6;
}

const messages = {
  minDate: 'Payments cannot be scheduled before April 17, 2026.',
  shouldDisableDate: 'Banks do not process payments on weekends.',
  invalidDate: 'This date does not exist.',
};

export default function PaymentDateField() {
  const [paymentDate, setPaymentDate] = React.useState(dayjs('2026-04-20'));
  const [error, setError] = React.useState(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateField
        label="Payment date"
        value={paymentDate}
        onChange={(newValue, context) => {
          setPaymentDate(newValue);
          setError(context.validationError);
        }}
        minDate={firstPaymentDay}
        shouldDisableDate={isWeekend}
        helperText={error ? (messages[error] ?? 'This date cannot be used.') : 'A business day from April 17, 2026.'}
        sx={{ width: 300 }}
      />
    </LocalizationProvider>
  );
}
