/**
 * The signed-in shopper's name in bold (her own words: never translated), or `fallback` ('a shopper') when the
 * session has none. `as` and `className` fit the sentence it stands in.
 */
export function ShopperName({
  name,
  fallback,
  as: Tag,
  className,
}: {
  name: string | null | undefined;
  fallback: string;
  as: 'strong' | 'span';
  className: string;
}) {
  return name ? (
    <Tag translate="no" className={className}>
      {name}
    </Tag>
  ) : (
    <Tag className={className}>{fallback}</Tag>
  );
}
