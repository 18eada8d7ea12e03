-- Attribution (docs/progressive-enhancement.md) lives in the data document; leads by campaign without reading every row.
CREATE INDEX leads_utm_campaign ON leads (json_extract(data, '$.utm.utm_campaign'), created_at);
