// The demo toolbar's icons, drawn as the frame's icons are (frameIcons.tsx): their masks are in
// demo.module.css, so only a page with demos loads them.
import { createMaskIcon } from '../ui/frameIcons';
import classes from './demo.module.css';

export { GitHub } from '../ui/frameIcons';

export const CheckRounded = createMaskIcon(classes.iconCheck);

export const CodeRounded = createMaskIcon(classes.iconCode);

export const ContentCopyRounded = createMaskIcon(classes.iconCopy);

export const RefreshRounded = createMaskIcon(classes.iconRefresh);

export const ViewInArRounded = createMaskIcon(classes.iconCodeSandbox);

export const BoltRounded = createMaskIcon(classes.iconStackBlitz);
