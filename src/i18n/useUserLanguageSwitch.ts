import * as React from 'react';
import { useRouter } from 'next/router';
import { userLanguageRedirect } from './userLanguageRedirect';

/** `?userLanguage=xx` on any page moves to the same page in that language. */
export function useUserLanguageSwitch() {
  const router = useRouter();
  React.useEffect(() => {
    const target = userLanguageRedirect(window.location.pathname, window.location.search, window.location.hash);
    if (target) {
      router.replace(target);
    }
  }, [router]);
}
