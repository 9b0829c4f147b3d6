import { expect, test } from "@playwright/test";
import { apiAs, signIn } from "./support";

/**
 * Issue 17c as its users meet it: the admin runs a payout cycle (through the API, with the cut-off tomorrow and no
 * holding period so the demo partner's ledger lines are in it), finds the demo partner's payout in /admin/payouts,
 * opens it, approves it, marks it paid with the bank reference and sees it Paid; the demo partner then sees that
 * payout Paid in /partner/payouts.
 */

/** Tomorrow's date in Asia/Dubai, YYYY-MM-DD. */
const tomorrowInDubai = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Dubai" }).format(new Date(Date.now() + 86_400_000));

test.describe("payouts", () => {
  test("the admin approves the demo partner's payout and marks it paid; the partner sees it paid", async ({
    browser,
    request,
  }) => {
    // two portals and a cycle over the seeded ledger: about a minute idle, several on a busy machine
    test.setTimeout(300_000);
    const partnerApi = await apiAs(request, "partner");
    const { partner_id: partnerId } = (await partnerApi.get("partner/balance")) as { partner_id: number };
    const adminApi = await apiAs(request, "admin");
    await adminApi.post("payout/run-cycle", { cut_off: tomorrowInDubai(), hold_days: 0 });
    // the demo partner's newest payout (this run's, or an earlier run's when its lines were already paid)
    const listed = await adminApi.get(
      `payout/list?partner_id=${partnerId}&status=pending&sortKey=created_at&sortVal=desc`,
    );
    const payout = listed.data[0] as { id: number; number: string; amount: number; hold_reason: string | null };
    expect(payout, "a pending payout for the demo partner").toBeTruthy();
    expect(payout.hold_reason).toBeNull();
    const reference = `FT${`${Date.now()}`.slice(-8)}`;

    // the admin finds it in the list
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, "admin");
    await admin.goto("/admin/payouts");
    // the portal's first screen on a cold browser context: its chunks arrive slowly on a busy machine
    await expect(admin.getByTestId("payout-table")).toBeVisible({ timeout: 90_000 });
    await admin.getByRole("searchbox").fill(payout.number);
    const row = admin.getByTestId("payout-table").locator("tr", { hasText: payout.number });
    await expect(row).toBeVisible();
    await expect(row.getByTestId("payout-status")).toHaveText("Pending");

    // opens it: its lines and amount
    // the search re-renders the table under the pointer: a click landing on the row being replaced is lost, so it
    // is tried again until the details open (a click that worked leaves the list, and the check passes)
    const details = new RegExp(`/admin/payouts/show/${payout.id}$`);
    await expect(async () => {
      if (!details.test(admin.url())) await row.getByRole("link", { name: `Details of ${payout.number}` }).click();
      await expect(admin).toHaveURL(details, { timeout: 10_000 });
    }).toPass({ timeout: 90_000 });
    await expect(admin.getByTestId("payout-number")).toHaveText(payout.number);
    await expect(admin.getByTestId("ledger-lines").locator("tr.ant-table-row").first()).toBeVisible();

    // approves it (a click landing while the details re-render can be lost on a busy machine: tried again, by what
    // the screen shows, until the status reads Approved; never waiting on a request a lost click would not send)
    const status = admin.getByTestId("payout-history").getByTestId("payout-status");
    await expect(async () => {
      if ((await status.textContent()) !== "Approved") {
        const confirm = admin.getByTestId("approve-confirm");
        if (await confirm.isVisible()) await confirm.click();
        else await admin.getByTestId("approve-payout").click();
      }
      await expect(status).toHaveText("Approved", { timeout: 5_000 });
    }).toPass({ timeout: 60_000 });

    // marks it paid with the bank reference
    const dialog = admin.getByRole("dialog");
    await expect(async () => {
      if ((await status.textContent()) !== "Paid") {
        if (!(await dialog.isVisible())) await admin.getByTestId("mark-paid").click();
        const field = dialog.getByLabel("Bank reference");
        if ((await field.inputValue()) !== reference) await field.fill(reference);
        await admin.getByTestId("mark-paid-submit").click();
      }
      await expect(status).toHaveText("Paid", { timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    await expect(admin.getByTestId("payout-reference")).toHaveText(reference);
    await expect(admin.getByTestId("mark-paid")).toHaveCount(0);
    await adminContext.close();

    // the partner sees it paid
    const partnerContext = await browser.newContext();
    const partner = await partnerContext.newPage();
    await signIn(partner, "partner");
    await partner.goto("/partner/payouts");
    const partnerRow = partner.getByTestId("payout-table").locator("tr", { hasText: payout.number });
    await expect(partnerRow).toBeVisible({ timeout: 90_000 });
    await expect(partnerRow.getByTestId("payout-status")).toHaveText("Paid");

    // opens it: the booking's lines (revenue, commission and its VAT) add up to the amount; downloads the statement
    const partnerDetails = new RegExp(`/partner/payouts/show/${payout.id}$`);
    await expect(async () => {
      if (!partnerDetails.test(partner.url()))
        await partnerRow
          .getByRole("link", { name: new RegExp(payout.number) })
          .first()
          .click();
      await expect(partner).toHaveURL(partnerDetails, { timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    const lines = partner.getByTestId("ledger-lines");
    await expect(lines.getByText("Revenue").first()).toBeVisible({ timeout: 30_000 });
    await expect(lines.getByText("Commission", { exact: true }).first()).toBeVisible();
    const aed = `AED ${payout.amount.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    await expect(partner.getByTestId("ledger-total")).toContainText(aed);
    const downloaded = partner.waitForEvent("download");
    await partner.getByTestId("statement-csv").click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe(`statement-${payout.number}.csv`);
    const csv = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(csv).toString("utf8");
    expect(text).toContain("revenue");
    expect(text).toContain(payout.amount.toFixed(2));
    await partnerContext.close();
  });
});
