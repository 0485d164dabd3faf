/**
 * The parameters an account page reads (`lang`, a same-site `redirect`, a binding's `ticket`) as hidden fields of its
 * form. The visible fields carry no `name` (docs/product/members.md#account-pages), so a form the browser sends itself
 * before the page has hydrated is a GET of the same page with these parameters only: the page loads again in its
 * language, with its destination kept, and no typed value reaches the URL.
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
