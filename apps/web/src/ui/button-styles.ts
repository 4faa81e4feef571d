/** Shared class lists so links and buttons that look alike stay alike. */
const base =
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export const buttonStyles = {
  primary: `${base} bg-leaf-800 px-5 py-2.5 text-white hover:bg-leaf-900`,
  accent: `${base} bg-tomato-600 px-5 py-2.5 text-white hover:bg-tomato-700`,
  secondary: `${base} border border-leaf-800/25 bg-white px-5 py-2.5 text-leaf-900 hover:border-leaf-800/50 hover:bg-leaf-50`,
  ghost: `${base} px-3 py-2 text-leaf-900 hover:bg-leaf-50`,
  danger: `${base} bg-red-700 px-5 py-2.5 text-white hover:bg-red-800`,
  large: 'px-6 py-3.5 text-base',
} as const;
