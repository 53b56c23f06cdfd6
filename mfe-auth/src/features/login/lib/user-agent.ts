/**
 * The system, its version and the browser named in a user agent, for the login payload's
 * system / system_version / browser fields (SPEC §3). Only the families the site supports are told
 * apart (SPEC §4 browser notice: Safari, Chrome, UC Browser on phones); anything else is "Other".
 */
export interface UserAgentInfo {
  system: string;
  system_version: string;
  browser: string;
}

const SYSTEMS: Array<[name: string, pattern: RegExp]> = [
  ['iOS', /(?:iPhone|iPad|iPod).*?OS ([\d_]+)/],
  ['Android', /Android ([\d.]+)/],
  ['Windows', /Windows NT ([\d.]+)/],
  ['macOS', /Mac OS X ([\d_.]+)/],
  ['Linux', /Linux()/],
];

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: Array<[name: string, pattern: RegExp]> = [
  ['UC Browser', /UCBrowser\//],
  ['Edge', /Edg(?:e|A|iOS)?\//],
  ['Opera', /OPR\//],
  ['Firefox', /(?:Firefox|FxiOS)\//],
  ['Chrome', /(?:Chrome|CriOS)\//],
  ['Safari', /Version\/[\d.]+.*Safari\//],
];

export function parseUserAgent(userAgent: string): UserAgentInfo {
  let system = 'Other';
  let system_version = '';
  for (const [name, pattern] of SYSTEMS) {
    const match = pattern.exec(userAgent);
    if (match) {
      system = name;
      system_version = (match[1] ?? '').replace(/_/g, '.');
      break;
    }
  }
  const browser = BROWSERS.find(([, pattern]) => pattern.test(userAgent))?.[0] ?? 'Other';
  return { system, system_version, browser };
}
