// The Google Maps JS API (docs/product.md section 7), loaded only when the provide_location widget opens and the
// settings carry googleApiKey; the script URL comes from the settings too (tests use a fake host).
import { loadScript } from "@/lib/load-script";

export interface LatLng {
  lat(): number;
  lng(): number;
}
interface MapsEventTarget {
  addListener(
    event: string,
    handler: (event: { latLng?: LatLng | null }) => void,
  ): { remove(): void };
}
export interface MapsMap extends MapsEventTarget {
  panTo(position: { lat: number; lng: number }): void;
  setZoom(zoom: number): void;
}
export interface MapsMarker extends MapsEventTarget {
  setPosition(position: { lat: number; lng: number } | null): void;
  setMap(map: MapsMap | null): void;
}
export interface MapsApi {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => MapsMap;
  Marker: new (options: Record<string, unknown>) => MapsMarker;
}
interface GoogleMapsGlobal {
  maps: {
    importLibrary(name: "maps" | "marker"): Promise<Record<string, unknown>>;
  };
}

declare global {
  interface Window {
    google?: GoogleMapsGlobal;
    __loyaltyMapsReady?: () => void;
  }
}

const READY = "__loyaltyMapsReady";

let api: Promise<MapsApi> | null = null;

export function loadGoogleMaps(
  scriptUrl: string,
  apiKey: string,
  language: string,
): Promise<MapsApi> {
  api ??= new Promise<void>((resolve, reject) => {
    window[READY] = resolve;
    const query = new URLSearchParams({
      key: apiKey,
      callback: READY,
      loading: "async",
      language,
    });
    loadScript(
      `${scriptUrl}${scriptUrl.includes("?") ? "&" : "?"}${query}`,
    ).catch(reject);
  })
    .then(async () => {
      const maps = window.google!.maps;
      const [{ Map }, { Marker }] = await Promise.all([
        maps.importLibrary("maps"),
        maps.importLibrary("marker"),
      ]);
      return { Map, Marker } as MapsApi;
    })
    .catch((error: unknown) => {
      api = null;
      throw error;
    });
  return api;
}
