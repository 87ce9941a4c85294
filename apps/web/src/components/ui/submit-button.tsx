import type { ButtonHTMLAttributes } from 'react';

/**
 * A form's submit button for forms validated on blur. Pressing it does not take focus from the
 * field first: otherwise that field's blur validation adds or removes an error message, the
 * button moves before the mouse is released, and the click is lost. Submitting validates every
 * field anyway; keyboard use is unchanged.
 */
export function SubmitButton({
  className = 'button button-block',
  ...props
}: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  return (
    <button
      type="submit"
      className={className}
      onMouseDown={(event) => event.preventDefault()}
      {...props}
    />
  );
}
