/** Shown when the site config is missing or wrong: plain, readable, no dependency on the theme. */
export function ConfigErrorPage({ errors }: { errors: string[] }) {
  return (
    <main
      role="alert"
      style={{
        fontFamily: 'system-ui, sans-serif',
        color: '#e8ecf5',
        background: '#0b1120',
        minHeight: '100vh',
        padding: '48px 24px',
        boxSizing: 'border-box',
      }}
    >
      <div style={{ maxWidth: 680, margin: '0 auto' }}>
        <h1 style={{ fontSize: 24, margin: '0 0 8px' }}>The site cannot start</h1>
        <p style={{ color: '#9aa6c2', margin: '0 0 24px' }}>
          Its configuration is invalid. An operator needs to correct the following:
        </p>
        <ul data-testid="config-errors" style={{ lineHeight: 1.7, color: '#ffb4b4' }}>
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
        <button
          type="button"
          onClick={() => window.location.reload()}
          style={{
            marginTop: 24,
            padding: '10px 20px',
            borderRadius: 8,
            border: 0,
            background: '#f4c24d',
            fontWeight: 700,
          }}
        >
          Try again
        </button>
      </div>
    </main>
  );
}
