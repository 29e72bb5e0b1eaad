package secrets

import (
	"strings"
	"testing"
)

// Keys as Azure and AWS issue them: storage and Cosmos DB account keys
// (base64 of 64 bytes), Service Bus keys (of 32), an AWS secret access
// key and its ID.
const (
	storageKey1  = "+kQN4bmDe9rxXmgI6yMo+/7MadQu91hwoQAIi2NwAjwRKCt7O6BGfcd/ah/bCOae5WDyF5Nlq+ThXYshJGWFqw=="
	storageKey2  = "h7QtRxdSL8mybM+QqLdtmQczATSnuId7dCIruR/DLhYgoZk3TjOOkW0SjCu+tsc2JoD11No70ZBzmPMnz+c9hg=="
	cosmosKey1   = "r9PZrMDs5mOH66szE6up0SUKuZ/mAV9DEWcLIITsJxu9vJxggNmrASZMdfwLL4wnyyYnFrC9/j9SpTVdQDHVIw=="
	cosmosKey2   = "FMHG8EIPwRfjr9jIMTqMU1Fc4F1LAiuuZ0IWeznRswxTvy+370xCXctur62OeaYBlPjXmbF7RPynHYEP7LEdew=="
	busKey1      = "czX34RG1ukLm7JvqDknG2UPXhCvRBFCCPjUdpld1Gjo="
	busKey2      = "sVvUIw4ThyLKgccwQ8GHtq5KhUX/bekU93QgjwZZlsI="
	awsSecret52  = "QX2JuJa5w/4wRzX8I8mpQ12dDYMq4wuoN1b7lpAG"
	awsKeyID52   = "AKIAZNCVNMHGDI22ZKJY"
	azureKeyMark = "[redacted Azure key]"
	secretMark   = "[redacted secret]"
)

// azTable lays out a table as az's "-o table" does: each column as wide
// as its widest cell, two blanks between columns, a rule of dashes under
// the header.
func azTable(head []string, rows ...[]string) string {
	w := make([]int, len(head))
	for _, r := range append([][]string{head}, rows...) {
		for k, c := range r {
			w[k] = max(w[k], len(c))
		}
	}
	line := func(cells []string) string {
		var b strings.Builder
		for k, c := range cells {
			if k < len(cells)-1 {
				c += strings.Repeat(" ", w[k]-len(c)+2)
			}
			b.WriteString(c)
		}
		return strings.TrimRight(b.String(), " ") + "\n"
	}
	rule := make([]string, len(head))
	for k := range head {
		rule[k] = strings.Repeat("-", w[k])
	}
	out := line(head) + line(rule)
	for _, r := range rows {
		out += line(r)
	}
	return out
}

// psTable lays out a table as PowerShell's Format-Table does: one blank
// between columns, each name underlined by as many dashes as it has
// letters, a blank line before and after.
func psTable(head []string, rows ...[]string) string {
	w := make([]int, len(head))
	for _, r := range append([][]string{head}, rows...) {
		for k, c := range r {
			w[k] = max(w[k], len(c))
		}
	}
	line := func(cells []string) string {
		var b strings.Builder
		for k, c := range cells {
			if k < len(cells)-1 {
				c += strings.Repeat(" ", w[k]-len(c)+1)
			}
			b.WriteString(c)
		}
		return b.String() + "\n"
	}
	rule := make([]string, len(head))
	for k, h := range head {
		rule[k] = strings.Repeat("-", len(h))
	}
	out := "\n" + line(head) + line(rule)
	for _, r := range rows {
		out += line(r)
	}
	return out + "\n"
}

// redacted is in with each of the pairs' secrets replaced by its marker.
func redacted(in string, pairs ...string) string {
	return strings.NewReplacer(pairs...).Replace(in)
}

// TestCloudKeyTables52 reads the keys cloud CLIs list in tables aligned
// with blanks or drawn in boxes, by the column's name: az's "-o table"
// (storage account keys under "Value" beside "KeyName", Cosmos DB's
// *MasterKey columns, Service Bus's PrimaryKey and connection strings),
// PowerShell's Get-AzStorageAccountKey, the AWS CLI's "--output table".
func TestCloudKeyTables52(t *testing.T) {
	storage := "$ az storage account keys list -g rg-data -n acmedata -o table\n" + azTable(
		[]string{"KeyName", "Permissions", "Value"},
		[]string{"key1", "FULL", storageKey1},
		[]string{"key2", "FULL", storageKey2})
	storageDated := azTable(
		[]string{"CreationTime", "KeyName", "Permissions", "Value"},
		[]string{"2024-03-11T09:14:52.118204+00:00", "key1", "FULL", storageKey1},
		[]string{"2024-03-11T09:14:52.118204+00:00", "key2", "FULL", storageKey2})
	cosmos := "$ az cosmosdb keys list -g rg-app -n acme-cosmos -o table\n" + azTable(
		[]string{"PrimaryMasterKey", "PrimaryReadonlyMasterKey", "SecondaryMasterKey", "SecondaryReadonlyMasterKey"},
		[]string{cosmosKey1, storageKey1, cosmosKey2, storageKey2})
	endpoint := "Endpoint=sb://acme-bus.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey="
	bus := "$ az servicebus namespace authorization-rule keys list -g rg-msg --namespace-name acme-bus -n RootManageSharedAccessKey -o table\n" + azTable(
		[]string{"KeyName", "PrimaryConnectionString", "PrimaryKey", "SecondaryConnectionString", "SecondaryKey"},
		[]string{"RootManageSharedAccessKey", endpoint + busKey1, busKey1, endpoint + busKey2, busKey2})
	ps := "PS C:\\> Get-AzStorageAccountKey -ResourceGroupName rg-data -Name acmedata\n" + psTable(
		[]string{"KeyName", "Value", "Permissions", "CreationTime"},
		[]string{"key1", storageKey1, "Full", "3/11/2024 9:14:52 AM"},
		[]string{"key2", storageKey2, "Full", "3/11/2024 9:14:52 AM"})
	aws := "$ aws iam create-access-key --user-name deploy-bot --output table\n" +
		"-------------------------------------------------------------------------------------------------------------------------\n" +
		"|                                                    CreateAccessKey                                                    |\n" +
		"+-----------------------------------------------------------------------------------------------------------------------+\n" +
		"||                                                      AccessKey                                                      ||\n" +
		"|+-----------------------+----------------------------+---------------------------------------------+---------+----------+|\n" +
		"||      AccessKeyId      |        CreateDate          |               SecretAccessKey               | Status  | UserName ||\n" +
		"|+-----------------------+----------------------------+---------------------------------------------+---------+----------+|\n" +
		"||  " + awsKeyID52 + " |  2024-03-11T09:14:52+00:00 |  " + awsSecret52 + "   |  Active | deploy-bot||\n" +
		"|+-----------------------+----------------------------+---------------------------------------------+---------+----------+|\n"
	// The AWS CLI's boxes were read before tables were (the secret's
	// shape beside its ID or its name): these keep them so, the nested
	// box split at its doubled sides, and a box without the ID.
	awsQueried := "$ aws iam create-access-key --user-name deploy-bot --query 'AccessKey.{SecretAccessKey:SecretAccessKey,Status:Status,UserName:UserName}' --output table\n" +
		"----------------------------------------------------------------------\n" +
		"|                           CreateAccessKey                          |\n" +
		"+---------------------------------------------+---------+------------+\n" +
		"|               SecretAccessKey               | Status  | UserName   |\n" +
		"+---------------------------------------------+---------+------------+\n" +
		"|  " + awsSecret52 + "   |  Active |  deploy-bot|\n" +
		"+---------------------------------------------+---------+------------+\n"
	checkRedact(t, []redactCase{
		{"aws create-access-key queried", awsQueried, redacted(awsQueried, awsSecret52, secretMark)},
		{"az storage keys", storage, redacted(storage, storageKey1, azureKeyMark, storageKey2, azureKeyMark)},
		{"az storage keys dated", storageDated, redacted(storageDated, storageKey1, azureKeyMark, storageKey2, azureKeyMark)},
		{"az cosmosdb keys", cosmos, redacted(cosmos, cosmosKey1, secretMark, storageKey1, secretMark, cosmosKey2, secretMark, storageKey2, secretMark)},
		{"az servicebus keys", bus, redacted(bus, busKey1, "[redacted Azure key]", busKey2, "[redacted Azure key]")},
		{"Get-AzStorageAccountKey", ps, redacted(ps, storageKey1, azureKeyMark, storageKey2, azureKeyMark)},
		{"aws create-access-key", aws, redacted(aws, awsKeyID52, "[redacted AWS access key]", awsSecret52, "[redacted AWS secret access key]")},
		{"mysql password column", "mysql> SELECT id, login, password FROM operators;\n+----+---------+---------------+\n| id | login   | password      |\n+----+---------+---------------+\n|  1 | ops     | Harb0r!Lime77 |\n+----+---------+---------------+\n1 row in set (0.00 sec)\n",
			"mysql> SELECT id, login, password FROM operators;\n+----+---------+---------------+\n| id | login   | password      |\n+----+---------+---------------+\n|  1 | ops     | [redacted password] |\n+----+---------+---------------+\n1 row in set (0.00 sec)\n"},
		{"two columns in a box", "+---------+---------------+\n| login   | password      |\n+---------+---------------+\n| ops     | Harb0r!Lime77 |\n+---------+---------------+\n",
			"+---------+---------------+\n| login   | password      |\n+---------+---------------+\n| ops     | [redacted password] |\n+---------+---------------+\n"},
	})
}

// TestCloudKeyTablesKept52 keeps the tables that only look so: a Value
// column of metrics or settings, az vm list's columns, a key's name
// without its value, keys masked or left out, and a table whose rows
// leave its columns.
func TestCloudKeyTablesKept52(t *testing.T) {
	checkRedact(t, keptAll(
		azTable([]string{"Name", "ResourceGroup", "Location", "Zones"},
			[]string{"web-01", "rg-app", "westeurope", "1"},
			[]string{"web-02", "rg-app", "westeurope", "2"}),
		azTable([]string{"Name", "Unit", "Value"},
			[]string{"Percentage CPU", "Percent", "93.2"},
			[]string{"Available Memory Bytes", "Bytes", "1288490188"}),
		azTable([]string{"Name", "Value", "Source"},
			[]string{"max_connections", "859", "system-default"},
			[]string{"ssl_min_protocol_version", "TLSv1.2", "user-override"}),
		azTable([]string{"KeyName", "Permissions", "Value"},
			[]string{"key1", "FULL", "<key1>"},
			[]string{"key2", "FULL", "****"}),
		azTable([]string{"KeyName", "Permissions", "Value"},
			[]string{"key1", "FULL", "aGVsbG8gd29ybGQ="}),
		azTable([]string{"PrimaryMasterKey", "SecondaryMasterKey"},
			[]string{"<redacted>", "<redacted>"}),
		psTable([]string{"KeyName", "Value", "Permissions", "CreationTime"},
			[]string{"key1", "xxxxxxxxxxxxxxxxxxxxxxxx", "Full", "3/11/2024 9:14:52 AM"}),
		azTable([]string{"Name", "KeyVault", "SecretName", "Enabled"},
			[]string{"ssl-cert", "kv-prod", "wildcard-cert", "True"}),
		"KeyName    Permissions    Value\n---------  -------------  -----\nThe keys were rotated at 09:14; run the command again to list them.\n",
		"+----+---------+----------+\n| id | login   | password |\n+----+---------+----------+\n|  1 | ops     | NULL     |\n|  2 | backup  | ******** |\n+----+---------+----------+\n",
	))
}
