import type { Server } from 'node:http';
export function createStaticServer(options: { dir: string; spa?: boolean; api?: string | null; failWith?: number | null }): Server;
