import type { CodeStyling } from '../../src/code/codePreferences';

export declare const STYLING_FOLDERS: Record<CodeStyling, string>;
export declare const TAILWIND_SCOPE_CLASS: string;
export declare function variantModuleId(id: string, styling: CodeStyling): string;
