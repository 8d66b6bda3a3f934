// provide_location's map (when the settings carry googleApiKey): the member taps the map, or drags the
// pin, to place home; the browser's position, when found, moves the pin there.
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { settingsAtom, currentLanguageAtom } from "@/state/settings";
import { useAtomValue } from "@/state/jotai";
import { loadGoogleMaps, type MapsMap, type MapsMarker } from "./google-maps";
import mapStyles from "./location-map.module.css";
import styles from "./widgets.module.css";

export interface Pin {
  latitude: number;
  longitude: number;
}

const round = (value: number) => Math.round(value * 10_000) / 10_000;
/** Before any position: the whole world, the member zooms in to home. */
const WORLD = { center: { lat: 30, lng: 10 }, zoom: 2 };
const PIN_ZOOM = 12;

export function LocationMap({
  pin,
  onPin,
  disabled,
}: {
  pin: Pin | null;
  onPin: (pin: Pin) => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const settings = useAtomValue(settingsAtom);
  const language = useAtomValue(currentLanguageAtom);
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<MapsMap | null>(null);
  const marker = useRef<MapsMarker | null>(null);
  const latest = useRef({ onPin, disabled });
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const apiKey = settings?.googleApiKey ?? "";
  const scriptUrl = settings?.googleMapsScriptUrl ?? "";

  useEffect(() => {
    latest.current = { onPin, disabled };
  });

  useEffect(() => {
    let alive = true;
    loadGoogleMaps(scriptUrl, apiKey, language)
      .then(({ Map, Marker }) => {
        if (!alive || !element.current) return;
        const shown = new Map(element.current, {
          ...WORLD,
          clickableIcons: false,
          streetViewControl: false,
          fullscreenControl: false,
        });
        const placed = new Marker({
          map: null,
          draggable: true,
          title: t`Your home`,
        });
        const place = (event: {
          latLng?: { lat(): number; lng(): number } | null;
        }) => {
          if (!event.latLng || latest.current.disabled) return;
          latest.current.onPin({
            latitude: round(event.latLng.lat()),
            longitude: round(event.latLng.lng()),
          });
        };
        shown.addListener("click", place);
        placed.addListener("dragend", place);
        map.current = shown;
        marker.current = placed;
        setState("ready");
      })
      .catch((error: unknown) => {
        console.warn("The map could not be loaded", error);
        if (alive) setState("failed");
      });
    return () => {
      alive = false;
    };
  }, [apiKey, scriptUrl, language, t]);

  const latitude = pin?.latitude;
  const longitude = pin?.longitude;
  const zoomed = useRef(false);
  useEffect(() => {
    if (state !== "ready" || !marker.current || !map.current) return;
    if (latitude === undefined || longitude === undefined) {
      marker.current.setMap(null);
      return;
    }
    const position = { lat: latitude, lng: longitude };
    marker.current.setPosition(position);
    marker.current.setMap(map.current);
    map.current.panTo(position);
    // Zoom in once, on the first pin.
    if (!zoomed.current) {
      zoomed.current = true;
      map.current.setZoom(PIN_ZOOM);
    }
  }, [latitude, longitude, state]);

  if (state === "failed") return null;
  return (
    <div className={mapStyles.mapBlock}>
      <p className={styles.hint} id="location-map-hint">
        <Trans>Tap the map to place a pin on your home, or drag the pin.</Trans>
      </p>
      <div className={mapStyles.map} data-state={state}>
        {/* The maps script owns this element's children: React puts nothing inside it. */}
        <div
          ref={element}
          className={mapStyles.mapCanvas}
          role="application"
          aria-label={t`Map`}
          aria-describedby="location-map-hint"
        />
        {state === "loading" ? (
          <Spinner size="md" className={mapStyles.mapSpinner} />
        ) : null}
      </div>
    </div>
  );
}
