// Recovery codes, shown once (issue 26): each signs in once when the phone with the authenticator is lost.
export function RecoveryCodes({ codes }: { codes: string[] }) {
  return (
    <div className="mt-4 rounded-lg bg-gold-50 p-4 text-sm">
      <h3 className="font-medium text-ink-900">Your recovery codes</h3>
      <p className="mt-1 text-ink-700">
        Keep them somewhere safe: each one signs you in once if you lose your phone. They are not shown again.
      </p>
      <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-1.5 font-mono sm:grid-cols-5">
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </div>
  );
}
