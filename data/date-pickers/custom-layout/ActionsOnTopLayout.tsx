import dayjs from 'dayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import {
  PickersLayoutContentWrapper,
  PickersLayoutProps,
  PickersLayoutRoot,
  pickersLayoutClasses,
  usePickerLayout,
} from '@mui/x-date-pickers/PickersLayout';
import type { Dayjs } from 'dayjs';

function ActionsOnTop(props: PickersLayoutProps<Dayjs | null>) {
  const { toolbar, tabs, content, actionBar, ownerState } = usePickerLayout(props);

  return (
    <PickersLayoutRoot
      ownerState={ownerState}
      className={pickersLayoutClasses.root}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      {toolbar}
      {actionBar}
      <PickersLayoutContentWrapper ownerState={ownerState} className={pickersLayoutClasses.contentWrapper}>
        {tabs}
        {content}
      </PickersLayoutContentWrapper>
    </PickersLayoutRoot>
  );
}

export default function ActionsOnTopLayout() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <StaticDatePicker
        defaultValue={dayjs('2026-04-17')}
        slots={{ layout: ActionsOnTop }}
        slotProps={{
          actionBar: { actions: ['clear', 'today'] },
          toolbar: { hidden: true },
        }}
      />
    </LocalizationProvider>
  );
}
