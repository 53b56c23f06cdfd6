import { operatorCalls } from '@site/shared/contracts';
import { expect, test } from '../support/test';
import { axeViolations, collectErrors, isMobileProject, operatorPost, shot } from '../support/helpers';

/**
 * SPEC §3 "Site detail: env_config with customerUrl per locale", §7 web_member
 * customer_service_link_change: every visitor has the brand's customer-service link for the page
 * language, and an address the operator changes reaches the open page without a reload.
 */
test('SPEC §7 customer_service_link_change: the customer-service link follows the operator without a reload', async ({
  page,
  request,
}, testInfo) => {
  const errors = collectErrors(page);
  await page.goto('/');
  const link = page.getByTestId('customer-service-link');
  await link.scrollIntoViewIfNeeded();
  // The page speaks Vietnamese by default: the brand's vi_VN address.
  await expect(link).toHaveAttribute('href', 'https://support.example.com/saovang/vi');
  await expect(link).toHaveAttribute('target', '_blank');
  await shot(page, testInfo, 'customer-service-01-link');
  expect(await axeViolations(page)).toEqual([]);

  const change = (url: string) =>
    operatorPost(request, operatorCalls.customerService, { customer_url: { vi_VN: url } });
  const next = `https://help.example.com/${isMobileProject(testInfo) ? 'mobile' : 'desktop'}/vi`;
  try {
    expect((await change(next)).ok()).toBeTruthy();
    await expect(link).toHaveAttribute('href', next, { timeout: 10_000 });
  } finally {
    expect((await change('https://support.example.com/saovang/vi')).ok()).toBeTruthy();
  }
  await expect(link).toHaveAttribute('href', 'https://support.example.com/saovang/vi', { timeout: 10_000 });
  expect(errors, errors.join('\n')).toEqual([]);
});
