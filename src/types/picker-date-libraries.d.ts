// Part of the type-checking setup for the date pickers' adapter demos (see the comment in
// tsconfig.json). Each adapter module (`@mui/x-date-pickers/AdapterDateFns`, `AdapterLuxon`…)
// adds its date type to `PickerValidDateLookup`, so a program that sees several adapters types
// every picker value as their union (`Dayjs | Date | DateTime | Moment`) and single-library demos
// stop compiling. The site's program (tsconfig.json) reaches every demo through the demo
// registry, so it cannot leave the other adapters out; this entry makes `PickerValidDate` `any`
// there. The strict checks, one date library at a time, are the `tsconfig.pickers-*.json`
// projects run by `npm run typecheck`, which do not include this file.
import type {} from '@mui/x-date-pickers/models';

declare module '@mui/x-date-pickers/models' {
  interface PickerValidDateLookup {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- on purpose: see above
    anyAdapterInTheSiteProgram: any;
  }
}
