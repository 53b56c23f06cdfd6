/** Starts the payment simulator: `pnpm --filter @site/server payment-sim` (PAYMENT_SIM_PORT, default 4200, on 127.0.0.1). */
import { runProcess } from '../run-process';
import { buildPaymentSim, paymentSimOptionsFromEnv } from './app';

runProcess('payment simulator', async () => ({
  app: await buildPaymentSim(paymentSimOptionsFromEnv()),
  port: Number(process.env.PAYMENT_SIM_PORT || 4200),
  host: process.env.PAYMENT_SIM_HOST || '127.0.0.1',
}));
