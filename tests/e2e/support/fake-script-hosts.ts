// Fake hosts of the optional scripts (docs/product.md section 7) on loopback, for optional-scripts.spec.ts: a
// Maps JS API, gtag.js with its collect endpoint, and a Sentry ingest endpoint. Each records what it
// is sent; the scripts speak just enough of the real ones' surface for the app's use of them.
import { createServer, type IncomingMessage, type Server } from "node:http";

export interface Recorded {
  /** Script requests: path and query. */
  scripts: { path: string; query: Record<string, string> }[];
  /** Analytics hits: event name, tracking id, page location. */
  hits: { en: string; tid: string; dl: string }[];
  /** Sentry envelopes as sent (newline-delimited JSON). */
  envelopes: string[];
}

const GTAG = (origin: string) => `(function () {
  var id = new URL(document.currentScript.src).searchParams.get('id');
  function send(name, params) {
    var q = new URLSearchParams({ v: '2', tid: id, en: name, dl: (params && params.page_location) || location.href });
    fetch(${JSON.stringify(origin)} + '/g/collect?' + q, { method: 'POST', mode: 'no-cors', keepalive: true });
  }
  function handle(args) { if (args && args[0] === 'event') send(args[1], args[2]); }
  var layer = (window.dataLayer = window.dataLayer || []);
  for (var i = 0; i < layer.length; i++) handle(layer[i]);
  var push = layer.push.bind(layer);
  layer.push = function () { for (var j = 0; j < arguments.length; j++) handle(arguments[j]); return push.apply(null, arguments); };
})();`;

// A map that turns a click into a position (longitude across, latitude down) and shows the marker.
const MAPS = `(function () {
  var ready = new URL(document.currentScript.src).searchParams.get('callback');
  function LatLng(lat, lng) { this._lat = lat; this._lng = lng; }
  LatLng.prototype.lat = function () { return this._lat; };
  LatLng.prototype.lng = function () { return this._lng; };
  function Events() { this._on = {}; }
  Events.prototype.addListener = function (name, handler) {
    var self = this;
    (this._on[name] = this._on[name] || []).push(handler);
    return { remove: function () { self._on[name] = self._on[name].filter(function (h) { return h !== handler; }); } };
  };
  Events.prototype._emit = function (name, event) { (this._on[name] || []).forEach(function (h) { h(event); }); };
  function Map(element, options) {
    Events.call(this);
    var self = this;
    var surface = document.createElement('div');
    surface.setAttribute('data-fake-map', '');
    surface.style.cssText = 'position:relative;width:100%;height:100%;background:#cfe3d4;cursor:crosshair';
    element.replaceChildren(surface);
    this._surface = surface;
    this.center = options.center;
    this.zoom = options.zoom;
    surface.addEventListener('click', function (e) {
      var box = surface.getBoundingClientRect();
      var lng = -180 + (360 * (e.clientX - box.left)) / box.width;
      var lat = 85 - (170 * (e.clientY - box.top)) / box.height;
      self._emit('click', { latLng: new LatLng(lat, lng) });
    });
  }
  Map.prototype = Object.create(Events.prototype);
  Map.prototype.panTo = function (p) { this.center = p; this._surface.dataset.center = p.lat + ',' + p.lng; };
  Map.prototype.setZoom = function (z) { this.zoom = z; };
  function Marker(options) {
    Events.call(this);
    this._pin = document.createElement('div');
    this._pin.setAttribute('data-fake-marker', '');
    this._pin.title = options.title || '';
  }
  Marker.prototype = Object.create(Events.prototype);
  Marker.prototype.setPosition = function (p) { this._pin.dataset.position = p ? p.lat + ',' + p.lng : ''; };
  Marker.prototype.setMap = function (map) { if (map) map._surface.appendChild(this._pin); else this._pin.remove(); };
  window.google = { maps: { importLibrary: function (name) { return Promise.resolve(name === 'maps' ? { Map: Map } : { Marker: Marker }); } } };
  window[ready]();
})();`;

const body = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });

export async function startFakeScriptHosts(
  port: number,
): Promise<{ origin: string; recorded: Recorded; close: () => Promise<void> }> {
  const origin = `http://127.0.0.1:${port}`;
  const recorded: Recorded = { scripts: [], hits: [], envelopes: [] };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", origin);
      response.setHeader("access-control-allow-origin", "*");
      response.setHeader("access-control-allow-headers", "*");
      if (request.method === "OPTIONS") return response.writeHead(204).end();
      const js = (source: string) => {
        recorded.scripts.push({
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
        });
        response
          .writeHead(200, { "content-type": "text/javascript" })
          .end(source);
      };
      if (url.pathname === "/gtag/js") return js(GTAG(origin));
      if (url.pathname === "/maps/api/js") return js(MAPS);
      if (url.pathname === "/g/collect") {
        await body(request);
        recorded.hits.push({
          en: url.searchParams.get("en") ?? "",
          tid: url.searchParams.get("tid") ?? "",
          dl: url.searchParams.get("dl") ?? "",
        });
        return response.writeHead(204).end();
      }
      if (/^\/api\/\d+\/envelope\/$/.test(url.pathname)) {
        recorded.envelopes.push(await body(request));
        return response
          .writeHead(200, { "content-type": "application/json" })
          .end("{}");
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) =>
    server.listen(port, "127.0.0.1", resolve),
  );
  return {
    origin,
    recorded,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
