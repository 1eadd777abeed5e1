import type { ReactNode } from 'react';

/** A labelled sign-in field with its error below; `inputId` is the input's id, the error's is `${inputId}-error`. */
export function LoginField({
  inputId,
  label,
  error,
  children,
}: {
  inputId: string;
  label: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div style={{ marginBottom: 20 }}>
      <label htmlFor={inputId} style={{ display: 'block', marginBottom: 6 }}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${inputId}-error`} role="alert" style={{ color: '#cf222e', marginTop: 4, fontSize: 13 }}>
          {error}
        </div>
      )}
    </div>
  );
}
