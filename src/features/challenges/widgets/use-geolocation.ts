// The browser's position, asked for only when the user presses the button, and only offered when
// the browser has geolocation and the permission is not denied.
import { useEffect, useState } from 'react';

export type GeoState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'found'; latitude: number; longitude: number }
  | { status: 'error'; reason: 'denied' | 'unavailable' };

const round = (value: number) => Math.round(value * 10_000) / 10_000;

export function useGeolocation() {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const [denied, setDenied] = useState(false);
  const [state, setState] = useState<GeoState>({ status: 'idle' });

  useEffect(() => {
    if (!supported || !navigator.permissions?.query) return;
    let alive = true;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((permission) => {
        if (!alive) return;
        setDenied(permission.state === 'denied');
        permission.onchange = () => setDenied(permission.state === 'denied');
      })
      .catch(() => {});
    return () => {
      alive = false;
    };
  }, [supported]);

  const locate = () => {
    if (!supported) return;
    setState({ status: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => setState({ status: 'found', latitude: round(position.coords.latitude), longitude: round(position.coords.longitude) }),
      (error) => {
        if (error.code === error.PERMISSION_DENIED) setDenied(true);
        setState({ status: 'error', reason: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' });
      },
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 600_000 },
    );
  };

  const clear = () => setState({ status: 'idle' });

  return { available: supported && !denied, state, locate, clear };
}
