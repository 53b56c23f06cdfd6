/** The layout's icons (24×24, currentColor), by the names the platform's lists use. */
export const ICON_PATHS: Record<string, string> = {
  home: 'M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z',
  gift: 'M20 6h-2.18A3 3 0 0 0 12 3.35 3 3 0 0 0 6.18 6H4a2 2 0 0 0-2 2v3h20V8a2 2 0 0 0-2-2zM9 4.5a1.5 1.5 0 0 1 1.5 1.5H7.5A1.5 1.5 0 0 1 9 4.5zm6 0A1.5 1.5 0 0 1 16.5 6h-3A1.5 1.5 0 0 1 15 4.5zM3 13v7a2 2 0 0 0 2 2h6v-9zm10 9h6a2 2 0 0 0 2-2v-7h-8z',
  user: 'M12 12a5 5 0 1 0-5-5 5 5 0 0 0 5 5zm0 2c-3.33 0-10 1.67-10 5v3h20v-3c0-3.33-6.67-5-10-5z',
  wallet:
    'M21 7h-1V5a2 2 0 0 0-2-2H5a3 3 0 0 0-3 3v12a3 3 0 0 0 3 3h16a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1zM5 5h13v2H5a1 1 0 0 1 0-2zm15 14H5a1 1 0 0 1-1-1V8.83A3 3 0 0 0 5 9h15zm-4-6a1.5 1.5 0 1 0 1.5 1.5A1.5 1.5 0 0 0 16 13z',
  service:
    'M12 1a9 9 0 0 0-9 9v7a3 3 0 0 0 3 3h2v-8H5v-2a7 7 0 0 1 14 0v2h-3v8h3v1h-6v2h6a2 2 0 0 0 2-2V10a9 9 0 0 0-9-9z',
  app: 'M16 1H8a3 3 0 0 0-3 3v16a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V4a3 3 0 0 0-3-3zm-4 20a1.25 1.25 0 1 1 1.25-1.25A1.25 1.25 0 0 1 12 21zm5-4H7V4h10z',
  agent:
    'M16 11a3 3 0 1 0-3-3 3 3 0 0 0 3 3zm-8 0a3 3 0 1 0-3-3 3 3 0 0 0 3 3zm0 2c-2.33 0-7 1.17-7 3.5V19h14v-2.5C15 14.17 10.33 13 8 13zm8 0c-.29 0-.62.02-.97.05A4.22 4.22 0 0 1 17 16.5V19h6v-2.5c0-2.33-4.67-3.5-7-3.5z',
  link: 'M10.6 13.4a1 1 0 0 1 0-1.4l3.5-3.5a1 1 0 1 1 1.4 1.4L12 13.4a1 1 0 0 1-1.4 0zM7 18a4 4 0 0 1-2.83-6.83l2.12-2.12a1 1 0 0 1 1.42 1.41L5.59 12.6A2 2 0 0 0 8.4 15.4l2.12-2.12a1 1 0 1 1 1.42 1.42L9.83 16.8A4 4 0 0 1 7 18zm8.7-3.05a1 1 0 0 1-.7-1.7l2.12-2.13A2 2 0 0 0 14.3 8.3l-2.12 2.12a1 1 0 1 1-1.42-1.42l2.12-2.12a4 4 0 0 1 5.66 5.66l-2.13 2.12a1 1 0 0 1-.7.3z',
};

export function LayoutIcon({ name, size = 22 }: { name: string; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path fill="currentColor" d={ICON_PATHS[name] ?? ICON_PATHS.link} />
    </svg>
  );
}
