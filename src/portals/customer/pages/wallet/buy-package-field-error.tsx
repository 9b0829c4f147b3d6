export function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <p className="kh-wallet-field-error" id={id} role="alert">
      {messages.join(" ")}
    </p>
  );
}
