/** Under the home-screen icon about 12 characters fit: the name, or its first word. */
export function shortName(name: string): string {
  if (name.length <= 12) return name;
  return (name.split(/\s+/)[0] ?? name).slice(0, 12);
}
