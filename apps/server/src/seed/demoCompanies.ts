/** A company of the demo tree and its subsidiaries. */
export interface DemoCompany {
  /** Stable key the demo users refer to. */
  key: string;
  name: string;
  showPayment?: boolean;
  children?: readonly DemoCompany[];
}

/**
 * The demo company tree: the operator (level 1), two resellers (level 2), their customers
 * (level 3) and one customer's depot (level 4). Deep enough to show subtree scoping.
 */
export const DEMO_COMPANY_TREE: DemoCompany = {
  key: 'netfleet',
  name: 'Netfleet',
  showPayment: true,
  children: [
    {
      key: 'northwind',
      name: 'Northwind Networks',
      showPayment: true,
      children: [
        { key: 'harbor', name: 'Harbor Logistics' },
        { key: 'greenfield', name: 'Greenfield Farms' },
        {
          key: 'metro',
          name: 'Metro Transit',
          children: [{ key: 'metro-depot', name: 'Metro Transit Depot North' }],
        },
      ],
    },
    {
      key: 'baltic',
      name: 'Baltic Telemetry',
      showPayment: true,
      children: [
        { key: 'amber', name: 'Amber Energy' },
        { key: 'riverside', name: 'Riverside Retail' },
      ],
    },
  ],
};
