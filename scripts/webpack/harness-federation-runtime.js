// The global a remote built with `externalRuntime` reads the federation runtime from (the shell's
// runtime plugin sets the same one on the site's pages).
import * as runtimeCore from 'federation-runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
