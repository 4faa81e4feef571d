import { buttonStyles } from '../ui/button-styles';

/** The signed-out pair in the header and the phone menu: both buttons open the sign-in dialog. */
export function SignInButtons({ onClick, signInStyle }: { onClick: () => void; signInStyle: 'ghost' | 'secondary' }) {
  return (
    <>
      <button type="button" onClick={onClick} className={buttonStyles[signInStyle]}>
        Sign In
      </button>
      <button type="button" onClick={onClick} className={buttonStyles.primary}>
        Get Started
      </button>
    </>
  );
}
