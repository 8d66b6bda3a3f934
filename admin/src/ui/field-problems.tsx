// What the server said is wrong with a field, under the field (the field names it with aria-describedby).
export function FieldProblems({ id, problems }: { id: string; problems: string[] | undefined }) {
  if (!problems?.length) return null;
  return (
    <ul className="field-problems" id={id}>
      {problems.map((p) => (
        <li key={p}>{p}</li>
      ))}
    </ul>
  );
}
