// compose-config: what `docker compose config --format json` answers, without Docker. It loads a compose
// file with compose-go (the library Docker Compose itself loads files with): schema validation,
// interpolation from the given environment only, merge keys, depends_on and healthcheck consistency, then
// prints the resolved project as JSON. Exit status 1 with compose's own message when the file is invalid.
// Profiles are those COMPOSE_PROFILES names among the given variables ("*": all), as with Docker Compose.
//
//	compose-config <file> [NAME=value ...]
package main

import (
	"context"
	"fmt"
	"os"

	"github.com/compose-spec/compose-go/v2/cli"
)

func main() {
	if len(os.Args) < 2 {
		fmt.Fprintln(os.Stderr, "usage: compose-config <file> [NAME=value ...]")
		os.Exit(2)
	}
	options, err := cli.NewProjectOptions(
		[]string{os.Args[1]},
		cli.WithName("liquify"),
		cli.WithEnv(os.Args[2:]),
		cli.WithDefaultProfiles(),
		cli.WithInterpolation(true),
		cli.WithNormalization(true),
		cli.WithConsistency(true),
	)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	project, err := options.LoadProject(context.Background())
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	out, err := project.MarshalJSON()
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	fmt.Println(string(out))
}
