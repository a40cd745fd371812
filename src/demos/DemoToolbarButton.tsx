import { PlainButton, type PlainButtonProps } from '../ui/PlainButton';
import classes from './demo.module.css';

type DemoToolbarButtonProps = PlainButtonProps & {
  /** Only an icon: a square button whose name comes from `aria-label`. */
  iconOnly?: boolean;
  /** A toggle of a group: shown as selected while pressed. */
  pressed?: boolean;
};

/** A small button (or link, with `href`) of the demo toolbar. */
export function DemoToolbarButton({ iconOnly = false, pressed, className, ...props }: DemoToolbarButtonProps) {
  const classNames = [classes.button, iconOnly ? classes.iconOnly : '', className ?? ''].filter(Boolean).join(' ');
  return <PlainButton aria-pressed={pressed} {...props} className={classNames} />;
}
