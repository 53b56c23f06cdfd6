/** Starts the payment simulator: `pnpm --filter @site/server payment-sim` (PAYMENT_SIM_PORT, default 4200, on 127.0.0.1). */
import { runProcess } from '../run-process';
import { buildPaymentSim, paymentSimOptionsFromEnv } from './app';

runProcess('payment simulator', async () => {
  const { listen, ...options } = paymentSimOptionsFromEnv();
  return { app: await buildPaymentSim(options), ...listen };
});
