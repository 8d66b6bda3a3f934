// One <script> per URL, added once; resolves when it has run.
const loading = new Map<string, Promise<void>>();

export function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        script.remove();
        reject(
          new Error(
            `The script ${new URL(src, location.href).origin} could not be loaded`,
          ),
        );
      };
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}
