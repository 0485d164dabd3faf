/**
 * The parameters a form's page reads (`lang`; on the account pages a same-site `redirect` and a binding's `ticket`) as
 * hidden fields of the form. The fields holding personal data carry no `name` (docs/product/members.md#account-pages,
 * docs/product/alerts.md#subscribing), so a form the browser sends itself before the page has hydrated is a GET of the
 * same page with these parameters: the page loads again in its language, with its destination kept, and no typed
 * personal value reaches the URL. Empty values are left out.
 */
export function PageQueryFields({ params }: { params: Record<string, string | null | undefined> }) {
  return (
    <>
      {Object.entries(params).map(([name, value]) =>
        value ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
    </>
  );
}
