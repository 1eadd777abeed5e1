import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { sessionStore } from '@/shared/session/session-store';
import { signIn, type Credentials } from './sign-in';

/** Sign-in as a mutation that keeps the login info, and whether a challenge is being solved meanwhile. */
export function useSignIn() {
  const [verifying, setVerifying] = useState(false);
  const mutation = useMutation({
    mutationFn: (credentials: Credentials) => signIn(credentials, setVerifying),
    onSuccess: (info) => sessionStore.setLoginInfo(info),
  });
  return { mutation, verifying };
}
