import type { AttributeGroup } from './vehicleAttributes.js';

/** The vehicle attributes, one compact definition list per group. */
export function AttributeTable({ groups }: { groups: readonly AttributeGroup[] }) {
  return (
    <div className="vehicle-attributes">
      {groups.map((group) => (
        <section key={group.id} aria-label={group.title}>
          <h3>{group.title}</h3>
          <dl>
            {group.rows.map((row) => (
              <div key={row.id} className="attribute">
                <dt>{row.label}</dt>
                <dd className="figure" data-testid={`attr-${row.id}`}>
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
