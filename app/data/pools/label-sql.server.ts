// The newest fetched metadata of a pool (its name and ticker), as a LATERAL
// join on `ph` (pool_hash). off_chain_pool_data is indexed on (pool_id, pmr_id).
export const POOL_LABEL_JOIN = `
  LEFT JOIN LATERAL (
    SELECT d.ticker_name AS ticker, d.json ->> 'name' AS name
    FROM off_chain_pool_data d
    WHERE d.pool_id = ph.id
    ORDER BY d.pmr_id DESC
    LIMIT 1
  ) label ON true`;
