// The frame's always-visible icons, drawn by static CSS (frameIcons.css): see there why.

interface FrameIconProps {
  /** 20px, like SvgIcon's `small`; otherwise 24px. */
  fontSize?: 'small' | 'medium';
  className?: string;
}

/**
 * An icon painted through a CSS mask: `iconClassName` sets its `--frame-icon` (the frame's own
 * in frameIcons.css; a feature's icons in its own CSS, loaded with it).
 */
export function createMaskIcon(iconClassName: string) {
  return function MaskIcon({ fontSize = 'medium', className }: FrameIconProps) {
    const classes = ['frame-icon', iconClassName, fontSize === 'small' ? 'frame-icon-small' : '', className ?? ''];
    return <span className={classes.filter(Boolean).join(' ')} aria-hidden="true" />;
  };
}

const createFrameIcon = (name: string) => createMaskIcon(`frame-icon-${name}`);

export const GitHub = createFrameIcon('git-hub');

export const MenuRounded = createFrameIcon('menu-rounded');

export const SettingsOutlined = createFrameIcon('settings-outlined');

export const TranslateRounded = createFrameIcon('translate-rounded');

export const KeyboardArrowDownRounded = createFrameIcon('keyboard-arrow-down-rounded');

export const EditOutlined = createFrameIcon('edit-outlined');

export const KeyboardArrowLeftRounded = createFrameIcon('keyboard-arrow-left-rounded');

export const KeyboardArrowRightRounded = createFrameIcon('keyboard-arrow-right-rounded');

export const DarkModeOutlined = createFrameIcon('dark-mode-outlined');

export const LightModeOutlined = createFrameIcon('light-mode-outlined');

export const OpenInNewRounded = createFrameIcon('open-in-new-rounded');

export const SearchRounded = createFrameIcon('search-rounded');
